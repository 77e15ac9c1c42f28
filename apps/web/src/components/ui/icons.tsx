import { createElement, type ReactNode, type SVGProps } from 'react';
import iconShapes from './icon-shapes.json';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** One drawn element of an icon: its SVG tag and attributes. */
type IconShape = [tag: 'path' | 'circle' | 'rect', attributes: Record<string, string>];

/** The kit's line icons: a 24-unit square drawn with a round-capped stroke in the current text colour. */
function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component that draws `shapes`, in order, in the shared frame; its props go to that frame. */
function icon(shapes: IconShape[]) {
  const drawn = shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
  return (props: IconProps) => <Icon {...props}>{drawn}</Icon>;
}

type IconName = keyof typeof iconShapes;

/** Every icon of the set, by component name, drawn from its shapes in icon-shapes.json. */
const icons = Object.fromEntries(
  Object.entries(iconShapes).map(([name, shapes]) => [name, icon(shapes as IconShape[])]),
) as Record<IconName, (props: IconProps) => ReactNode>;

export const {
  CloseIcon,
  MenuIcon,
  SignOutIcon,
  SunIcon,
  MoonIcon,
  ChevronDownIcon,
  GridIcon,
  UtensilsIcon,
  ReceiptIcon,
  WalletIcon,
  ShieldIcon,
  UserIcon,
  SettingsIcon,
  CheckIcon,
  AlertIcon,
  PlusIcon,
  TrashIcon,
  EditIcon,
  SearchIcon,
  UploadIcon,
  DownloadIcon,
  FilterIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ArrowUpIcon,
  ArrowDownIcon,
  PrinterIcon,
  ImageIcon,
  FileIcon,
  ClockIcon,
  MoreIcon,
} = icons;

/** Google's four-colour "G", drawn inline so no external asset is fetched. */
export const GoogleIcon = ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#FFC107"
      d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
    />
    <path
      fill="#FF3D00"
      d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
    />
  </svg>
);
