import { Component, type ReactNode } from 'react';
import { AppLoader } from '../ui/Loader';

/**
 * The signed-in skeleton is its own chunk (SignedInSkeleton.tsx), drawn only while the session loads. Opened
 * offline before the service worker has kept it, its download fails: that must not take the whole page down
 * (a white screen). The plain loader stands in until the session's state is known, and then the screen, or
 * the offline screen, which lives in the entry and needs no download.
 */
export class SkeletonBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <AppLoader /> : this.props.children;
  }
}
