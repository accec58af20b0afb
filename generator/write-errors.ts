/** What the writer throws: a refusal before anything was touched, or a failure it explains. */

/** The output folder may not be written; nothing was changed. */
export class WriteRefusedError extends Error {
  constructor(
    readonly outDir: string,
    readonly reason: string,
  ) {
    super(`refusing to write ${outDir}: ${reason}; nothing was changed`);
  }
}

/**
 * Writing failed. Without `leftover`, nothing was changed. With it, the new output is in place and
 * only the previous output, moved aside to `leftover`, is left to remove by hand.
 */
export class WriteFailedError extends Error {
  constructor(
    readonly outDir: string,
    readonly reason: string,
    readonly leftover?: string,
  ) {
    super(
      leftover === undefined
        ? `cannot write ${outDir}: ${reason}; nothing was changed`
        : `wrote ${outDir}, but its previous output, moved aside to ${leftover}, could not be removed: ${reason}; remove that folder by hand`,
    );
  }
}

/** The process is stopping (`abandonWrites`): the write was given up and nothing was changed. */
export class WriteStoppedError extends WriteFailedError {
  constructor(outDir: string) {
    super(outDir, 'the run was stopped');
  }
}

const WHY: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a file stands where a folder must be',
  EISDIR: 'a folder stands where a file must be',
  EEXIST: 'something stands where a folder must be made',
  EBUSY: 'it is in use',
  EMFILE: 'too many files are open',
};

/** A file system error in words, without the (possibly temporary) path it names. */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const why = code === undefined ? undefined : WHY[code];
  if (why !== undefined) return `${why} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
