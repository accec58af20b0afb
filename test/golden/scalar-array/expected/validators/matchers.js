// generated from spec/ — do not edit
// Pattern matchers of the validators, one copy for every validator module.
export const MATCH_1 = /* 2-state automaton of "^[a-z]+$" */ (() => {
  // next[q + c] for a character c below 128, next[q + 128 + class] for the others: the offset of
  // the state after it (its number times 130), q being the offset of the current state; -1: no match.
  // Filled on the first string this matcher reads.
  const next = new Int32Array(260);
  let filled = false;
  const spread = () => {
    // classes[q * 2 + class]: the state after a character of that class in state q; -1: no match.
    const classes = new Int16Array([
      -1, 1, /* 0 */
      -1, 1, /* 1 */
    ]);
    // The characters below 128 as runs of one class: first, last, class (none for a class that leads nowhere).
    const runs = new Uint8Array([97,122,1]);
    next.fill(-1);
    for (let q = 0; q < 2; q++) {
      const row = q * 130;
      for (let k = 0; k < 2; k++) {
        const to = classes[q * 2 + k];
        if (to >= 0) next[row + 128 + k] = to * 130;
      }
      for (let r = 0; r < runs.length; r += 3) {
        const to = classes[q * 2 + runs[r + 2]];
        if (to >= 0) next.fill(to * 130, row + runs[r], row + runs[r + 1] + 1);
      }
    }
  };
  // -1: no match; a match: the string's hash (its UTF-16 units, as the runtime's hashText).
  return function (s) {
    if (!filled) {
      spread();
      filled = true;
    }
    let q = 0;
    let h = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      h = (Math.imul(h, 31) + c) | 0;
      if (c < 128) q = next[q + c];
      else {
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
          const d = s.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) {
            c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
            h = (Math.imul(h, 31) + d) | 0;
            i++;
          }
        }
        q = next[q + 128 + (0)];
      }
      if (q < 0) return -1;
    }
    return q === 130 ? h & 0x3fffffff : -1;
  };
})();