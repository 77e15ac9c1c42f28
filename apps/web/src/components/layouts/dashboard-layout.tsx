import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Drawer } from '@/components/ui/drawer';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { hiddenOnPhone, oneColumnOnPhone } from '@/components/ui/phone-rules';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';
import { DashboardMessage } from './dashboard-message';
import { LiveUpdates } from './live-updates';
import { firstAllowedHref, pageOfPath } from './nav-items';
import { Sidebar } from './sidebar';

const Shell = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  min-height: 100vh;
  ${oneColumnOnPhone}
`;

const SidebarColumn = styled.aside`
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${hiddenOnPhone}
`;

const SidebarSticky = styled.div`
  position: sticky;
  top: 0;
  height: 100vh;
`;

const MobileHeader = styled.header`
  display: none;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 1rem clamp(1rem, 3vw, 2rem) 0;
  ${hiddenOnPhone}
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.containerMaxWidth};
  margin: 0 auto;
  padding: 1rem clamp(1rem, 3vw, 2rem) 3rem;
`;

const DrawerTop = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0.5rem 0.5rem 0;
`;

/** A page of the dashboard the member's role does not open: said plainly, with the way back. */
function NoAccess({ page, roleName, home }: { page: string; roleName: string; home: string }) {
  return (
    <DashboardMessage
      documentTitle="No access"
      heading={`You do not have access to ${page}`}
      link={{ to: home, label: 'Go to your dashboard' }}
    >
      Your role, {roleName}, does not include {page}. Ask an Administrator of your kitchen if you need it.
    </DashboardMessage>
  );
}

/**
 * Shows a page only to members whose role opens it (the server refuses the calls anyway; this says so instead of a
 * screen of errors). A member without the dashboard index goes to the first page their role opens.
 */
const PermissionGate = observer(function PermissionGate({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  const { pathname } = useLocation();
  const page = pageOfPath(pathname);
  const role = auth.user?.role;
  if (!page?.permission) return children;
  if (!role) return auth.errorFor('getMe') ? children : <PageSpinner />;
  if (auth.can(page.permission)) return children;
  const can = (permission: Parameters<typeof auth.can>[0]) => auth.can(permission);
  const home = firstAllowedHref(can) ?? paths.dashboard.account.profile.getHref();
  if (page.href === paths.dashboard.root.getHref()) return <Navigate to={home} replace />;
  return <NoAccess page={page.label} roleName={role.name} home={home} />;
});

/**
 * Sidebar layout of every dashboard page, with the mobile drawer and sign-out confirmation. `notice` shows above every
 * page's content (a reminder the route composes from a feature).
 */
export const DashboardLayout = observer(function DashboardLayout({ notice }: { notice?: ReactNode }) {
  const { auth } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);

  // The user cookie may be days old: the role (and so what the sidebar offers) is read fresh once on entry.
  useEffect(() => {
    void auth.getMe();
  }, [auth]);

  useEffect(() => {
    if (!auth.isAuthenticated) navigate(paths.auth.login.getHref(), { replace: true });
  }, [auth.isAuthenticated, navigate]);

  const askSignOut = () => {
    setDrawerOpen(false);
    setConfirmOpen(true);
  };

  const signOut = async () => {
    setConfirmOpen(false);
    await auth.logout();
    navigate(paths.auth.login.getHref(), { replace: true });
  };

  return (
    <Shell>
      <LiveUpdates />
      <SidebarColumn>
        <SidebarSticky>
          <Sidebar onSignOut={askSignOut} />
        </SidebarSticky>
      </SidebarColumn>
      <Column>
        <MobileHeader>
          <IconButton aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Logo />
          <ThemeToggle />
        </MobileHeader>
        <TopBar>
          <ThemeToggle />
        </TopBar>
        <Main>
          {notice}
          <Suspense fallback={<PageSpinner />}>
            <PermissionGate>
              <Outlet />
            </PermissionGate>
          </Suspense>
        </Main>
      </Column>
      <Drawer open={drawerOpen} label="Menu" onClose={() => setDrawerOpen(false)}>
        <DrawerTop>
          <IconButton aria-label="Close menu" onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DrawerTop>
        <Sidebar onSignOut={askSignOut} />
      </Drawer>
      <ConfirmDialog
        open={confirmOpen}
        title="Are you sure you want to signout?"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void signOut()}
      />
    </Shell>
  );
});
