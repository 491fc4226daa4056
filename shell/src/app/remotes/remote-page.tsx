import { Suspense, lazy, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RouteLoading } from '../../shared/ui/RouteLoading';

type ModuleOf<E extends string> = Record<E, ComponentType | undefined>;

/**
 * A route element backed by one export of a remote module. The remote is fetched only when the
 * route renders; a failure shows RemoteUnavailable in the content area.
 */
export function remotePage<E extends string>(
  remote: string,
  load: () => Promise<ModuleOf<E>>,
  exportName: E,
): ComponentType {
  const Screen = lazy(async () => {
    const mod = await load();
    const component: ComponentType | undefined = mod[exportName];
    if (!component) {
      throw new Error(`remote "${remote}" does not export ${exportName}`);
    }
    return { default: component };
  });
  function RemotePage() {
    return (
      <RemoteErrorBoundary remote={remote}>
        <Suspense fallback={<RouteLoading />}>
          <Screen />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  RemotePage.displayName = `RemotePage(${remote}/${exportName})`;
  return RemotePage;
}
