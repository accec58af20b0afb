// generated from spec/ — do not edit
// Types of templates/runtime/patch/changes.ts.
/**
* What the check of a result may take as valid without looking again. While it applies a patch the
* engine tells `Changes` every object or array it makes for the result and every value it places
* there from the checked patch; the result check then skips the objects and arrays that are known
* to be valid where they stand (`known`), so nothing is checked twice in one call:
* - `anyDocument` (`applyClusterPatch`): nothing proves the document valid, so the whole result is
*   checked but the values taken from the patch, which the patch check has already judged in their
*   create shape (where that is the shape a resource holds them in) — when there are enough of them
*   to be worth a lookup at every node;
* - `validDocument` (a cluster stored after a check): the document is valid, so only what the engine
*   made is checked — the objects on the paths the patch changed, and values whose shape on read
*   differs from the one the patch check judged.
*/
export interface Changes {
	/** An object or array made for the result: a changed copy of the document's, or a new one. */
	readonly made: (node: object) => void;
	/** A value of the checked patch placed in the result; `sameOnRead`: its create shape is its read shape. */
	readonly placed: (value: unknown, sameOnRead: boolean) => void;
	/**
	* How the result check tells what it may take as valid where it stands (an object or array of the
	* result), or `undefined` to check the whole result: asking at every node costs more than it saves
	* when little is known.
	*/
	readonly known: () => ((value: object) => boolean) | undefined;
	/** Whether the result check reads everything in the result that does not come from the patch. */
	readonly checksAll: boolean;
}
/**
* The changes of a patch applied to a document that nothing proves valid; `patchBytes` bounds the
* JSON text of the patch (its snapshot's count).
*/
export declare function anyDocument(patchBytes?: number): Changes;
/** The changes of a patch applied to a valid document. */
export declare function validDocument(): Changes;
