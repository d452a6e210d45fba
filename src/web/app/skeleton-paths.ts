/**
 * The signed-in paths whose first paint is a skeleton of their screen (SignedInSkeleton.tsx, ADR 0038), apart
 * from the skeleton itself so that the router knows them without loading it.
 */
export const SKELETON_PATHS = [
  '/',
  '/dashboard',
  '/wallet',
  '/history',
  '/send-topup',
  '/send-basket',
  '/scheduled',
  '/promotions',
  '/loyalty',
  '/support',
] as const;
export type SkeletonPath = (typeof SKELETON_PATHS)[number];

export const hasSkeleton = (path: string): path is SkeletonPath => (SKELETON_PATHS as readonly string[]).includes(path);
