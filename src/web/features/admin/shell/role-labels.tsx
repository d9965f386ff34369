import { createContext, type ReactNode, useContext } from 'react';

export interface RoleLabels {
  cast: string;
  guest: string;
}

const RoleLabelsContext = createContext<RoleLabels | null>(null);

/** The site's names for its two roles (`castName`, `guestName`), which every console message uses. */
export function RoleLabelsProvider({ labels, children }: { labels: RoleLabels; children: ReactNode }) {
  return <RoleLabelsContext value={labels}>{children}</RoleLabelsContext>;
}

/** Null outside the console frame (its sign-in page and component tests), where no message names a role. */
export function useRoleLabels(): RoleLabels | null {
  return useContext(RoleLabelsContext);
}
