import { SITE } from '@rl/web-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, resetStores, toasts } from './support/render';
import { aVehicle, vehicles } from './support/vehicles';

const bmw = aVehicle({
  id: 5, make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2022, price: '58900.00', isFeatured: true, views: 1234,
  drivetrain: 'awd', transmission: '8-speed-automatic', bodyType: 'suv', fuelType: 'premium-gasoline',
});

function detailApi(vehicle = bmw, similar = vehicles(2)) {
  return mockFetch(
    route('GET', `/api/vehicles/${vehicle.id}`, () => fakeResponse(200, vehicle)),
    route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: similar, total: similar.length })),
  );
}

beforeEach(() => resetStores());

describe('vehicle detail', () => {
  it("shows 'Loading vehicle details...' while loading", async () => {
    mockFetch(route('GET', '/api/vehicles/5', () => new Promise<Response>(() => {})));
    renderAt('/vehicles/5');
    expect(await screen.findByText('Loading vehicle details...')).toBeTruthy();
  });

  it("an unknown or unpublished listing reads 'Vehicle Not Found' with a 'Browse All Vehicles' link", async () => {
    mockFetch(); // every request: 404 JSON
    renderAt('/vehicles/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Vehicles' }).getAttribute('href')).toBe('/search');
  });

  it('a malformed id is not found either, without asking the API', async () => {
    const { calls } = mockFetch();
    renderAt('/vehicles/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows breadcrumb, price, title with trim, badges, specs with readable labels, colors, features, description, views', async () => {
    detailApi();
    renderAt('/vehicles/5');
    expect(await screen.findByRole('heading', { level: 1, name: '2022 BMW X5 xDrive40i' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Vehicle Listings' }).getAttribute('href')).toBe('/search');
    expect(within(crumbs).getByText('2022 BMW X5').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('$58,900').length).toBeGreaterThan(0);
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByText('Miami, FL')).toBeTruthy();
    expect(screen.getByText('1,234 views')).toBeTruthy();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    for (const text of ['2022', '21,400 miles', 'Excellent', 'SUV', 'Premium Gasoline', '8-Speed Automatic', 'All-Wheel Drive']) {
      expect(within(specs).getByText(text)).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Colors' })).getByText('Tan')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Features' })).getByText('Heated Seats')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Description' })).getByText('Full service history.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has call and text links to the sales phone', async () => {
    detailApi();
    renderAt('/vehicles/5');
    const call = await screen.findByRole('link', { name: `Call ${SITE.salesPhone.display}` });
    expect(call.getAttribute('href')).toBe(`tel:${SITE.salesPhone.e164}`);
    expect(screen.getByRole('link', { name: 'Text Us' }).getAttribute('href')).toBe(`sms:${SITE.salesPhone.e164}`);
  });

  it('Save toggles the saved state with the notices', async () => {
    const user = userEvent.setup();
    detailApi();
    renderAt('/vehicles/5');
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(localStorage.getItem('savedVehicles')).toBe('[5]');
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
    expect(toasts()[0].title).toBe('Vehicle saved!');
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(toasts()[0].title).toBe('Vehicle removed from saved');
  });

  it("Similar Vehicles asks for the price ∓ 5000 without this vehicle and shows up to 6", async () => {
    const { calls } = detailApi(bmw, vehicles(6));
    renderAt('/vehicles/5');
    const similar = await screen.findByRole('region', { name: 'Similar Vehicles' });
    await waitFor(() => expect(within(similar).getAllByTestId('vehicle-card')).toHaveLength(6));
    expect(calls.filter((c) => c.url.startsWith('/api/vehicles/search')).map((c) => c.url)).toEqual([
      '/api/vehicles/search?minPrice=53900&maxPrice=63900&excludeId=5&limit=6',
    ]);
  });
});

describe('gallery', () => {
  it('moves with previous/next, thumbnails and the arrow keys, with a counter', async () => {
    const user = userEvent.setup();
    detailApi();
    renderAt('/vehicles/5');
    const gallery = await screen.findByRole('region', { name: 'Photos of 2022 BMW X5 xDrive40i' });
    const counter = within(gallery).getByTestId('gallery-counter');
    const photo = () => within(gallery).getByRole('img', { name: /photo \d of 9/ }).getAttribute('src');
    expect(counter.textContent).toBe('1 / 9');
    expect(photo()).toBe('/media/vehicles/5/1.jpg');

    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(counter.textContent).toBe('3 / 9');
    expect(photo()).toBe('/media/vehicles/5/3.jpg');

    gallery.focus();
    await user.keyboard('{ArrowLeft}');
    expect(counter.textContent).toBe('2 / 9');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter.textContent).toBe('9 / 9'); // wraps around
    await user.keyboard('{ArrowRight}');
    expect(counter.textContent).toBe('1 / 9');
    await user.keyboard('{End}');
    expect(counter.textContent).toBe('9 / 9');

    const thumb = within(gallery).getByRole('button', { name: 'Show photo 4 of 9' });
    await user.click(thumb);
    expect(counter.textContent).toBe('4 / 9');
    expect(thumb.getAttribute('aria-current')).toBe('true');
    // arrows also work while a thumbnail has focus
    await user.keyboard('{ArrowRight}');
    expect(counter.textContent).toBe('5 / 9');
  });

  it('leaves the thumbnail strip alone when the page opens (measuring it then forces a layout mid-load), and follows the photo after', async () => {
    const scrollTo = jest.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    try {
      const user = userEvent.setup();
      detailApi();
      renderAt('/vehicles/5');
      const gallery = await screen.findByRole('region', { name: 'Photos of 2022 BMW X5 xDrive40i' });
      expect(scrollTo).not.toHaveBeenCalled();
      await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      HTMLElement.prototype.scrollTo = original;
    }
  });

  it('opens full screen at the same photo: arrows, swipes and zoom there, Escape back to the gallery on the photo last seen', async () => {
    const user = userEvent.setup();
    detailApi();
    renderAt('/vehicles/5');
    const gallery = await screen.findByRole('region', { name: 'Photos of 2022 BMW X5 xDrive40i' });
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    const opener = within(gallery).getByRole('button', { name: 'View full screen' });
    await user.click(opener);

    const viewer = await screen.findByRole('dialog', { name: '2022 BMW X5 xDrive40i' });
    const shown = () => within(viewer).getByRole('img', { name: /photo \d of 9/ });
    expect(within(viewer).getByText('Photo 2 of 9')).toBeTruthy();
    expect(shown().getAttribute('alt')).toBe('2022 BMW X5 xDrive40i, photo 2 of 9');
    // the viewer asks for the largest variant the screen can use
    expect(shown().getAttribute('sizes')).toBe('100vw');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Photo 3 of 9')).toBeTruthy();
    await user.keyboard('{Home}');
    expect(within(viewer).getByText('Photo 1 of 9')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('Photo 9 of 9')).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('Photo 1 of 9')).toBeTruthy();

    // a swipe to the left turns to the next photo; a short or mostly vertical move does not (jsdom has no
    // PointerEvent: a MouseEvent of that name carries the coordinates, as browsers' pointer events do)
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
    const stage = within(viewer).getByTestId('photo-viewer-stage');
    const swipe = (fromX: number, toX: number, dy = 0) => {
      fireEvent.pointerDown(stage, { clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(stage, { clientX: toX, clientY: 300 + dy });
    };
    swipe(300, 180);
    expect(within(viewer).getByText('Photo 2 of 9')).toBeTruthy();
    swipe(300, 270);
    swipe(300, 200, 200);
    expect(within(viewer).getByText('Photo 2 of 9')).toBeTruthy();
    swipe(100, 260);
    expect(within(viewer).getByText('Photo 1 of 9')).toBeTruthy();

    // zoom: the button, then a swipe pans instead of turning the photo; '-' zooms out
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe('true');
    swipe(300, 100);
    expect(within(viewer).getByText('Photo 1 of 9')).toBeTruthy();
    expect((shown().parentElement as HTMLElement).style.transform).toContain('scale(2.5)');
    await user.keyboard('-');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' }).getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(viewer).getByText('Photo 3 of 9')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(gallery).getByTestId('gallery-counter').textContent).toBe('3 / 9');
    expect(document.activeElement).toBe(opener);
  });

  it('without photos shows the stock photo and no controls', async () => {
    detailApi(aVehicle({ id: 5, images: [] }));
    renderAt('/vehicles/5');
    const gallery = await screen.findByTestId('gallery');
    expect(within(gallery).getByRole('img', { name: /photo coming soon/ })).toBeTruthy();
    expect(within(gallery).queryByRole('button')).toBeNull();
  });
});

describe('contact form', () => {
  const form = async () => {
    const heading = await screen.findByRole('heading', { name: 'Contact Seller' });
    return heading.closest('form') as HTMLFormElement;
  };
  const field = (f: HTMLElement, label: string | RegExp) => within(f).getByLabelText(label) as HTMLInputElement;

  it('has the default subject and message, an email-type field and the terms line', async () => {
    detailApi();
    renderAt('/vehicles/5');
    const f = await form();
    expect(field(f, /^Subject/).value).toBe('Interested in your 2022 BMW X5');
    const message = field(f, /^Message/).value;
    expect(message).toContain('2022 BMW X5');
    expect(message).toContain('$58,900');
    expect(message).toContain('Is it still available?');
    expect(field(f, /^Email/).type).toBe('email');
    expect(field(f, /^Phone/).required).toBe(false);
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Subject/, /^Message/]) expect(field(f, label).required).toBe(true);
    expect(within(f).getByRole('checkbox', { name: /financing/ })).toBeTruthy();
    expect(within(f).getByRole('checkbox', { name: /trade in/ })).toBeTruthy();
    expect(f.textContent).toContain('By submitting this form, you agree to our Terms of Service and Privacy Policy.');
  });

  it("missing required fields: 'Error: Please fill in all required fields.' and nothing is sent", async () => {
    const user = userEvent.setup();
    const { calls } = detailApi();
    renderAt('/vehicles/5');
    const f = await form();
    await user.type(field(f, /^First name/), 'Ada');
    await user.click(within(f).getByRole('button', { name: 'Send Message' }));
    expect(toasts()).toEqual([{ title: 'Error', description: 'Please fill in all required fields.', variant: 'destructive' }]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(field(f, /^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(f, /^Last name/));
  });

  // found walking through the journeys: "555" was taken as a phone number
  it.each(['555', '555-555', '(555) ---'])('a phone of too few digits (%s) is refused at the field and nothing is sent', async (phone) => {
    const user = userEvent.setup();
    const { calls } = detailApi();
    renderAt('/vehicles/5');
    const f = await form();
    await user.type(field(f, /^First name/), 'Ada');
    await user.type(field(f, /^Last name/), 'Lovelace');
    await user.type(field(f, /^Email/), 'ada@example.com');
    await user.type(field(f, /^Phone/), phone);
    await user.click(within(f).getByRole('button', { name: 'Send Message' }));
    expect(toasts()).toEqual([{ title: 'Error', description: 'Please enter a valid phone number, or leave it empty.', variant: 'destructive' }]);
    expect(field(f, /^Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(f, /^Phone/));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the contact message, thanks the buyer and resets the form', async () => {
    const user = userEvent.setup();
    const { calls } = detailApi();
    const posted: unknown[] = [];
    const fetchMock = globalThis.fetch as jest.Mock;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
        expect(init.credentials).toBe('include');
        return fakeResponse(201, { id: 1 });
      }
      return base(url, init);
    });
    renderAt('/vehicles/5');
    const f = await form();
    await user.type(field(f, /^First name/), 'Ada');
    await user.type(field(f, /^Last name/), 'Lovelace');
    await user.type(field(f, /^Email/), 'ada@example.com');
    await user.click(within(f).getByRole('checkbox', { name: /financing/ }));
    await user.click(within(f).getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toasts()[0]?.title).toBe('Thank You!'));
    expect(toasts()[0]).toEqual({
      title: 'Thank You!',
      description: 'Thanks for reaching out about the 2022 BMW X5! The seller will be in touch soon.',
      variant: 'default',
    });
    expect(posted).toEqual([
      {
        vehicleId: 5,
        senderName: 'Ada Lovelace',
        senderFirstName: 'Ada',
        senderLastName: 'Lovelace',
        senderEmail: 'ada@example.com',
        subject: 'Interested in your 2022 BMW X5',
        message: expect.stringContaining('Is it still available?'),
        isFinancingInterest: true,
        isTradeInInterest: false,
      },
    ]);
    // reset to the defaults
    await waitFor(() => expect(field(f, /^First name/).value).toBe(''));
    expect(field(f, /^Email/).value).toBe('');
    expect(field(f, /^Subject/).value).toBe('Interested in your 2022 BMW X5');
    expect((within(f).getByRole('checkbox', { name: /financing/ }) as HTMLInputElement).checked).toBe(false);
    expect(calls.length).toBeGreaterThan(0);
  });

  it.each([
    ['a non-OK answer', () => fakeResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 'Internal Server Error')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("%s: 'Error: Failed to send message. Please try again.' and the form keeps its values", async (_label, answer) => {
    const user = userEvent.setup();
    detailApi();
    const fetchMock = globalThis.fetch as jest.Mock;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => (init?.method === 'POST' ? answer() : base(url, init)));
    renderAt('/vehicles/5');
    const f = await form();
    await user.type(field(f, /^First name/), 'Ada');
    await user.type(field(f, /^Last name/), 'Lovelace');
    await user.type(field(f, /^Email/), 'ada@example.com');
    await user.click(within(f).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }]),
    );
    expect(field(f, /^First name/).value).toBe('Ada');
  });

  it('a sold vehicle shows a note instead of the form', async () => {
    detailApi(aVehicle({ id: 5, status: 'sold' }));
    renderAt('/vehicles/5');
    expect(await screen.findByText('This vehicle has been sold')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact Seller' })).toBeNull();
    expect(screen.getByText('Sold')).toBeTruthy();
  });
});

describe('share', () => {
  const nav = navigator as unknown as Record<string, unknown>;
  const stub = (key: 'share' | 'clipboard', value: unknown) =>
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  afterEach(() => {
    stub('share', undefined);
    stub('clipboard', undefined);
    delete (document as { execCommand?: unknown }).execCommand;
  });

  /** user-event installs its own clipboard on setup: the stubs go in after it. */
  async function clickShare(stubs: () => void) {
    detailApi();
    renderAt('/vehicles/5');
    const user = userEvent.setup();
    stubs();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
  }

  it("uses the native share sheet when there is one: 'Shared successfully!'", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    await clickShare(() => stub('share', share));
    await waitFor(() => expect(toasts()[0]?.title).toBe('Shared successfully!'));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'http://localhost/vehicles/5', title: '2022 BMW X5 xDrive40i' }),
    );
    expect(nav.share).toBe(share);
  });

  it('dismissing the share sheet is not an error', async () => {
    await clickShare(() => stub('share', jest.fn().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' }))));
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });

  it("otherwise copies the link: 'Link copied to clipboard!'", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await clickShare(() => stub('clipboard', { writeText }));
    await waitFor(() => expect(toasts()[0]?.title).toBe('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith('http://localhost/vehicles/5');
  });

  it("falls back to the older copy method: 'Link copied!'", async () => {
    const execCommand = jest.fn().mockReturnValue(true);
    await clickShare(() => {
      stub('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) });
      (document as { execCommand?: unknown }).execCommand = execCommand;
    });
    await waitFor(() => expect(toasts()[0]?.title).toBe('Link copied!'));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('without any clipboard, the older copy method is used directly', async () => {
    const execCommand = jest.fn().mockReturnValue(true);
    await clickShare(() => {
      stub('clipboard', undefined);
      (document as { execCommand?: unknown }).execCommand = execCommand;
    });
    await waitFor(() => expect(toasts()[0]?.title).toBe('Link copied!'));
  });
});

test('keyboard: the gallery region is focusable and the page has labelled controls', async () => {
  detailApi();
  renderAt('/vehicles/5');
  const gallery = await screen.findByTestId('gallery');
  expect(gallery.tabIndex).toBe(0);
  fireEvent.keyDown(gallery, { key: 'ArrowRight' });
  expect(within(gallery).getByTestId('gallery-counter').textContent).toBe('2 / 9');
});
