/**
 * Named check functions for shapes that many fields share (a string array, a taint array, a map of
 * strings, an operator list): each distinct shape is written once and called from every field that
 * has it, which keeps the module small. Names say what is checked (`checkTaintArray`); a second
 * shape wanting a taken name gets a number.
 */
import { type Code, lines } from '../code.ts';
import { checkName } from './names.ts';

export class SharedFunctions {
  private readonly byKey = new Map<string, Code>();
  private readonly taken = new Set<string>();
  private readonly bodies: Code[] = [];

  constructor(reserved: Iterable<Code>) {
    for (const name of reserved) this.taken.add(name.toString());
  }

  /** The function for `key`, written by `make(name)` the first time it is asked for. */
  name(key: string, base: string, make: (name: Code) => Code): Code {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    let name = checkName(base);
    for (let n = 2; this.taken.has(name.toString()); n++) name = checkName(`${base}${n}`);
    this.taken.add(name.toString());
    this.byKey.set(key, name);
    this.bodies.push(make(name));
    return name;
  }

  declarations(): Code {
    return lines(this.bodies);
  }
}
