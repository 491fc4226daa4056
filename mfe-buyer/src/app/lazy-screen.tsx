import { Suspense, lazy, type ComponentType } from 'react';
import { gridCenter } from '@rl/web-kit';
import styled from 'styled-components';

/** A screen fetched on first render, with a quiet placeholder while its chunk downloads. */
export function lazyScreen<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Screen = lazy(load);
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<Loading role="status">Loading...</Loading>}>
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.displayName = name;
  return LazyScreen;
}

const Loading = styled.div`
  ${gridCenter}
  min-height: 50vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;
