// generated from spec/ — do not edit
// Types of templates/runtime/patch/identifiers.ts.
/**
* Positions of a keyed array's elements by identifier, for the array group's element patches and
* appends (apply-array.ts): a search from the start for short arrays, an index for longer ones, so
* that every lookup costs the same whatever the array's length.
*/
/**
* Where each identifier of a keyed array stands, kept up to date by renames (appends come last and
* need no record). A document may repeat an identifier (it is then invalid, and so is the result
* unless the patch mends it): an identifier names its first element, as a search from the start
* would find, and the elements that repeat it are chained behind it, so that a rename of the first
* makes the next one first — every step costs the same however many elements share an identifier.
*/
export declare class Identifiers {
	private readonly elements;
	private readonly key;
	/** The first position of each identifier. */
	private readonly first;
	/** The last position of each identifier that more than one element holds. */
	private readonly last;
	/** The next position with the same identifier, by position (none: -1 or no entry). */
	private readonly next;
	/**
	* How many elements are searched from the start instead of indexed: all of a short array (the
	* search then sees renames as they are made), none (-1) of a longer one.
	*/
	private readonly searched;
	constructor(elements: readonly unknown[], key: string);
	/** Records the element at `position`, after every element recorded so far. */
	add(element: unknown, position: number): void;
	private addId;
	positionOf(id: unknown): number | undefined;
	/** The element at `position`, the first named `from`, is now named `to`, which names no element. */
	rename(from: unknown, to: unknown, position: number): void;
	private index;
}
