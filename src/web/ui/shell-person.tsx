import { createContext, useContext, type ReactNode } from 'react';

/** What the signed-in frame shows of the person: the avatar's initial and whether the admin button appears. */
export interface ShellPerson {
  firstName: string;
  isAdmin: boolean;
  /** The notification bell, made by app/ from features/notifications (ui/ knows no feature). */
  bell?: ReactNode;
}

const ShellPersonContext = createContext<ShellPerson | null>(null);

/**
 * app/ fills this from the session; ui/ reads it. The frame then needs nothing from features/auth, so the
 * shared UI never imports a feature.
 */
export function ShellPersonProvider({ person, children }: { person: ShellPerson | null; children: ReactNode }) {
  return <ShellPersonContext.Provider value={person}>{children}</ShellPersonContext.Provider>;
}

export function useShellPerson(): ShellPerson | null {
  return useContext(ShellPersonContext);
}
