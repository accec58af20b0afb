/** The compatibility guard's table of spec edits, on the project's spec/ with its stored bodies. */
import { runEdits } from './edit-runner.ts';

runEdits('spec');
