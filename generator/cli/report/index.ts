/** The output formats of `validate`, each loaded only when asked for. */
import type { OutputFormat, Renderer } from './types.ts';

export { OUTPUT_FORMATS, type OutputFormat } from './types.ts';

export async function rendererOf(format: OutputFormat): Promise<Renderer> {
  switch (format) {
    case 'human':
      return (await import('./human.ts')).renderHuman;
    case 'json':
      return (await import('./json.ts')).renderJson;
    case 'junit':
      return (await import('./junit.ts')).renderJunit;
    case 'github':
      return (await import('./github.ts')).renderGithub;
  }
}
