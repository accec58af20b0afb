/**
 * Code examples of a Markdown page as tests see them: each fenced block with the section it sits
 * in, the names it imports from the package, and the output its `// → text` comments promise.
 */

export interface Example {
  /** The `## heading` above the block. */
  readonly section: string;
  readonly language: string;
  readonly code: string;
  /** Value (not type-only) names imported from `from`. */
  readonly imports: readonly string[];
  /** Printed lines the comments promise, in order. */
  readonly expected: readonly string[];
}

export function extractExamples(markdown: string, from: string): Example[] {
  const examples: Example[] = [];
  let section = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('## ')) section = line.slice(3).trim();
    const fence = /^```(\w+)\s*$/.exec(line);
    if (fence === null) continue;
    const end = lines.indexOf('```', i + 1);
    const code = lines.slice(i + 1, end).join('\n');
    examples.push({
      section,
      language: fence[1] ?? '',
      code,
      imports: valueImports(code, from),
      expected: promisedOutput(code),
    });
    i = end;
  }
  return examples;
}

function valueImports(code: string, from: string): string[] {
  const names: string[] = [];
  const pattern = /import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
  for (const match of code.matchAll(pattern)) {
    if (match[2] !== from) continue;
    for (const item of (match[1] ?? '').split(',').map((s) => s.trim())) {
      if (item !== '' && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0] ?? item);
    }
  }
  return names;
}

function promisedOutput(code: string): string[] {
  return code
    .split('\n')
    .map((line) => /\/\/ → (.*)$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined);
}

/**
 * The promised lines missing from `stdout`, in order: each must appear after the previous one.
 * Lines that are JSON compare as JSON texts without their spacing: members in the order printed, as a
 * reader of the comment will see them.
 */
export function missingOutput(stdout: string, expected: readonly string[]): string[] {
  const lines = stdout.split('\n');
  const missing: string[] = [];
  let at = 0;
  for (const want of expected) {
    const found = lines.findIndex((line, i) => i >= at && sameOutput(line, want));
    if (found < 0) missing.push(want);
    else at = found + 1;
  }
  return missing;
}

function sameOutput(actual: string, want: string): boolean {
  if (actual === want) return true;
  const [a, b] = [parseJson(actual), parseJson(want)];
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
