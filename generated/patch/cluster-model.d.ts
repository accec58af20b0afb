// generated from spec/ — do not edit
// What the patch engine knows about each type of the cluster resource (from spec/).
import type { PatchModelData } from './model.js';
export declare const clusterPatchModel: PatchModelData;
