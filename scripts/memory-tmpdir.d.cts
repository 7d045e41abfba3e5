/** Sets TMPDIR to /dev/shm when that is possible and nobody chose a folder; returns the temp folder in use (memory-tmpdir.cjs). */
export function useMemoryTmpdir(): string;
