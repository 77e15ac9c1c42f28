import type { TeamMember } from '@vendor/api-types';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '@/stores/stores-context';
import { ok } from '@/testing/fake-fetch';
import { render } from '@/testing/render';
import { createTestRootStore } from '@/testing/test-root-store';
import { TeamManagement } from './team-management';

const administrator = { id: 'role-administrator', name: 'Administrator', slug: 'administrator' };

const ada: TeamMember = {
  id: 'm-ada',
  userId: 'u-ada',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@kitchen.test',
  role: administrator,
  status: 'active',
  joinedAt: '2026-01-01T00:00:00.000Z',
};

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('TeamManagement', () => {
  it('shows no member count while the members load, then the count of the role', async () => {
    let answer: (response: Response) => void = () => undefined;
    const membersAnswer = new Promise<Response>((resolve) => (answer = resolve));
    const { store } = createTestRootStore(
      { 'GET /vendor/team-members': () => membersAnswer, 'GET /vendor/invites': () => ok([]) },
      {
        accessToken: 'a',
        user: { ...ada, id: 'u-ada', role: { ...administrator, permissions: ['team.view'] } },
      },
    );
    const { container, unmount } = render(
      <StoresProvider store={store}>
        <MemoryRouter>
          <TeamManagement view="administrator" roles={undefined} onChanged={() => undefined} />
        </MemoryRouter>
      </StoresProvider>,
    );
    await flush();
    const heading = () => container.querySelector('#team-view-heading')?.textContent;
    expect(heading()).toBe('Administrator');
    expect(container.textContent).not.toMatch(/\d+ members?/);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => answer(ok([ada])));
    await flush();
    expect(heading()).toBe('Administrator: 1 member');
    unmount();
  });
});
