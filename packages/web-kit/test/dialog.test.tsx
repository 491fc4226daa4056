import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Dialog, theme, type DialogProps } from '../src';

/**
 * A page with an opener button; the dialog is mounted while open (`mounted`) or kept mounted with
 * `open`; `focusName` passes the Name field as `initialFocus`.
 */
function Page({ mode, focusName, ...props }: { mode: 'mounted' | 'open'; focusName?: boolean } & Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const dialog = (
    <Dialog
      title="Edit name"
      description="Shown to buyers."
      onClose={() => setOpen(false)}
      {...props}
      initialFocus={focusName ? field : undefined}
      {...(mode === 'open' && { open })}
    >
      <label>
        Name <input ref={field} />
      </label>
      <button type="button">Save</button>
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {(mode === 'open' || open) && dialog}
    </>
  );
}

const renderPage = (props: Parameters<typeof Page>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <Page {...props} />
    </ThemeProvider>,
  );

test.each([
  ['mounted while open', 'mounted'],
  ['kept mounted, with open', 'open'],
] as const)('a dialog %s: named, described, modal; Escape closes it and focus returns', async (_, mode) => {
  const user = userEvent.setup();
  renderPage({ mode });
  expect(screen.queryByRole('dialog')).toBeNull();
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Edit name' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.getByText('Shown to buyers.').id).toBe(dialog.getAttribute('aria-describedby'));
  // first control focused, page behind inert and not scrollable
  expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
  expect(opener.closest('[inert]')).not.toBeNull();
  expect(document.body.style.overflow).toBe('hidden');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.querySelector('[inert]')).toBeNull();
  expect(document.body.style.overflow).toBe('');
});

test('Tab and Shift+Tab wrap inside the dialog, and bring focus back from outside', async () => {
  const user = userEvent.setup();
  renderPage({ mode: 'open', closeButton: true });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  const [close, save] = [within(dialog).getByRole('button', { name: 'Close' }), within(dialog).getByRole('button', { name: 'Save' })];
  expect(document.activeElement).toBe(close);
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(save);
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(save);
  // focus lost to the body: Tab goes back in, Escape still closes
  act(() => (document.activeElement as HTMLElement).blur());
  expect(document.activeElement).toBe(document.body);
  await user.tab();
  expect(document.activeElement).toBe(close);
  act(() => (document.activeElement as HTMLElement).blur());
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('initialFocus picks the element focused on opening; the close button and the backdrop close', async () => {
  const user = userEvent.setup();
  renderPage({ mode: 'mounted', closeButton: true, focusName: true });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  const backdrop = screen.getByRole('dialog').parentElement!;
  await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog') });
  expect(screen.getByRole('dialog')).toBeTruthy(); // a press inside the panel keeps it open
  await user.pointer({ keys: '[MouseLeft]', target: backdrop });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a [data-autofocus] element is focused when no initialFocus is given', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <Dialog title="Pick" onClose={() => {}} footer={<button type="button" data-autofocus>Done</button>}>
        <button type="button">First</button>
      </Dialog>
    </ThemeProvider>,
  );
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeNull();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
});
