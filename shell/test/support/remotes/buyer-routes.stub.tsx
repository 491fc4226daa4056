// Stand-in for `buyer/routes` (loaded from the network in the browser).
export const SearchPage = () => <h1>Stub search</h1>;
export const VehicleDetailPage = () => <h1>Stub vehicle</h1>;
export const ComparePage = () => <h1>Stub compare</h1>;
