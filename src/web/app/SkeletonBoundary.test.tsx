// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { SkeletonBoundary } from './SkeletonBoundary';

describe('the signed-in skeleton when its code cannot be downloaded', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the loader, not a white page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const Skeleton = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SignedInSkeleton-1a2b.js')),
    );
    render(
      <SkeletonBoundary>
        <Suspense fallback={<p>Waiting for the skeleton</p>}>
          <Skeleton />
        </Suspense>
      </SkeletonBoundary>,
    );
    expect(await screen.findByText(i18n.t('common.appLoading', { product: 'Kredi' }))).toBeTruthy();
    expect(screen.queryByText('Waiting for the skeleton')).toBeNull();
  });
});
