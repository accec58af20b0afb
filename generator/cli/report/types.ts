/**
 * What `validate` found, as data: one entry per file, each with its documents and its issues.
 * Every output format (`--format`) is a rendering of this, so they all say the same thing.
 */
import { shownPointer } from '../../pointer.ts';
import type { CliIo } from '../command.ts';
import { unicodeEscape } from '../escape.ts';
import type { Kind } from '../kinds.ts';

export interface ReportIssue {
  /** The document of the file (from 1); absent for a problem of the whole file. */
  readonly document?: number;
  /** JSON Pointer of the value concerned; absent for syntax errors and unreadable files. */
  readonly pointer?: string;
  readonly line?: number;
  readonly column?: number;
  /** A validator code (`PATTERN`, `CONFLICT`, …) or a reading code (`SYNTAX`, `DUPLICATE_KEY`, …). */
  readonly code: string;
  readonly message: string;
}

export interface DocumentReport {
  /** From 1, in the order of the stream. */
  readonly document: number;
  /** Where the document starts. */
  readonly line: number;
  /** What it was checked as; absent when it could not be read or its kind not decided. */
  readonly as?: Kind;
  /** How `as` was decided when `--as` was not given. */
  readonly inferred?: string;
  readonly valid: boolean;
}

export interface FileReport {
  /** The path as shown: relative to the working directory when inside it; `-` for standard input. */
  readonly file: string;
  readonly format?: 'json' | 'yaml';
  readonly valid: boolean;
  readonly documents: readonly DocumentReport[];
  readonly issues: readonly ReportIssue[];
}

export interface Summary {
  readonly files: number;
  readonly valid: number;
  readonly invalid: number;
}

export interface ValidationReport {
  readonly files: readonly FileReport[];
  readonly summary: Summary;
}

export const OUTPUT_FORMATS = ['human', 'json', 'junit', 'github'] as const;

export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Prints a report; `colors` says which streams are terminals that take colours. */
export type Renderer = (report: ValidationReport, io: CliIo) => void;

export function summaryLine({ files, valid, invalid }: Summary): string {
  return `${files} ${files === 1 ? 'file' : 'files'}, ${valid} valid, ${invalid} invalid`;
}

/** `file:line:column` when the place is known, else `file`. */
export function shownPlace(file: string, issue: Pick<ReportIssue, 'line' | 'column'>): string {
  return issue.line === undefined ? file : `${file}:${issue.line}:${issue.column ?? 1}`;
}

/** `POINTER: message`, or the message alone when no value is concerned. */
export function shownIssue(issue: ReportIssue): string {
  return issue.pointer === undefined ? issue.message : `${shownPointer(issue.pointer)}: ${issue.message}`;
}

/**
 * `text` on one line: control characters, the Unicode line separators and lone surrogates shown as
 * escapes (`\n`, `\t`, `\u0007`, `\ud800`), so a key or path holding a line break cannot split an issue's line. Backslashes are
 * left alone, so patterns quoted in messages stay as written; `--format json` keeps the exact text.
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Cs}\u2028\u2029]/gu, (c) => ESCAPES[c] ?? unicodeEscape(c));
}

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
