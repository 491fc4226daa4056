import { theme } from '@rl/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SearchPage, VehicleDetailPage } from '../src/exposes/routes';

const at = (path: string) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="/vehicles/:id" element={<VehicleDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );

test('exposes the search screen, open to everyone', () => {
  at('/search');
  expect(screen.getByRole('heading', { level: 1, name: 'Vehicle Search' })).toBeTruthy();
});

test('exposes the vehicle detail screen, reading the id from the route', () => {
  at('/vehicles/17');
  expect(screen.getByRole('heading', { level: 1, name: 'Vehicle Details' })).toBeTruthy();
  expect(screen.getByText(/vehicle #17/)).toBeTruthy();
});
