import { observer } from 'mobx-react-lite';
import { IconButton } from '@/components/ui/button';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { useHydrated } from '@/hooks/use-hydrated';
import { useStores } from '@/stores/stores-context';

/** Switches light/dark; the choice is remembered by the UI store. */
export const ThemeToggle = observer(function ThemeToggle() {
  const { ui } = useStores();
  // Prerendered pages show the light toggle; the visitor's own mode follows hydration (the colours already match).
  const dark = useHydrated() && ui.theme === 'dark';
  return (
    <IconButton
      aria-label="Toggle theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => ui.toggleTheme()}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
});
