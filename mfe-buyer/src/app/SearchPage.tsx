import { CompareTray } from '@rl/web-kit/vehicles';
import { useSearchParams } from 'react-router-dom';
import { SavedVehiclesPage } from '../features/saved/components/SavedVehiclesPage';
import { MainSearch } from '../features/search/components/MainSearch';
import { SimpleSearch } from '../features/search/components/SimpleSearch';

/**
 * /search: the main variant; `?view=simple` the simple variant; `?view=saved` the saved vehicles
 * (the shell owns the route table, so the buyer's extra views live under /search).
 */
function SearchPage() {
  const [params] = useSearchParams();
  const view = params.get('view');
  return (
    <>
      {view === 'simple' ? <SimpleSearch /> : view === 'saved' ? <SavedVehiclesPage /> : <MainSearch />}
      <CompareTray />
    </>
  );
}

export default SearchPage;
