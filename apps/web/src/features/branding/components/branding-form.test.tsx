import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '@/stores/stores-context';
import { ok } from '@/testing/fake-fetch';
import { render } from '@/testing/render';
import { createTestRootStore } from '@/testing/test-root-store';
import { BrandingForm } from './branding-form';

const branding = {
  kitchenName: "Mama Ada's Kitchen",
  HandleName: 'mama-ada',
  KitchenDescription: null,
  Address: null,
  Banner: null,
  bannerId: null,
};

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('BrandingForm', () => {
  it("is busy while the UI store has 'branding' loading, and shows the form once the branding is in", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { store } = createTestRootStore(
      { 'GET /vendor/branding': () => new Promise<Response>((resolve) => (answer = resolve)) },
      { accessToken: 'a', user: { firstName: 'Ada', lastName: 'Obi', email: 'ada@kitchen.test' } },
    );
    expect(store.ui.isLoading('branding')).toBe(true);
    const router = createMemoryRouter([{ path: '/', element: <BrandingForm /> }]);
    const { container, unmount } = render(
      <StoresProvider store={store}>
        <RouterProvider router={router} />
      </StoresProvider>,
    );
    await flush();
    const busy = () => container.querySelector('[aria-busy="true"]');
    expect(busy()?.textContent).toContain('Kitchen details');
    expect(container.querySelector('input')).toBeNull();

    await act(async () => answer(ok(branding)));
    await flush();
    expect(store.ui.isLoading('branding')).toBe(false);
    expect(busy()).toBeNull();
    expect(container.querySelector('input')?.value).toBe("Mama Ada's Kitchen");
    unmount();
  });
});
