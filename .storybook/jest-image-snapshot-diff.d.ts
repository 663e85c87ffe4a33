/** jest-image-snapshot's comparison, which its matcher calls; the package ships no types for it. */
declare module 'jest-image-snapshot/src/diff-snapshot.js' {
  import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';

  export function runDiffImageToSnapshot(
    options: MatchImageSnapshotOptions & {
      receivedImageBuffer: Buffer;
      snapshotIdentifier: string;
      snapshotsDir: string;
      diffDir: string;
      updateSnapshot: boolean;
    },
  ): { pass: boolean };
}
