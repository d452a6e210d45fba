import type { LucideIcon } from 'lucide-react';
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  Bell,
  Check,
  ChevronDown,
  ChevronRight,
  CircleAlert,
  CircleHelp,
  Clipboard,
  Clock,
  Download,
  FileText,
  Gift,
  Globe,
  History,
  Hourglass,
  House,
  KeyRound,
  Lock,
  Trash2,
  LogOut,
  Mail,
  MapPin,
  MessageCircle,
  Pencil,
  Plus,
  Receipt,
  ScrollText,
  Settings,
  ShieldCheck,
  Smartphone,
  Star,
  TrendingUp,
  TriangleAlert,
  User,
  Users,
  Repeat,
  Eye,
  EyeOff,
  Wallet,
  X,
  CircleX,
  Zap,
} from 'lucide-react';

type IconProps = { className?: string };
export type Icon = (props: IconProps) => React.JSX.Element;

/**
 * The web's one icon set (lucide, 24 × 24 line icons in currentColor), each decorative: the text or the
 * accessible name beside it carries the meaning, so screen readers skip the drawing. The offline icon is
 * apart, in offline-icon.tsx: the entry draws it, and a module the entry imports is downloaded whole.
 */
function decorative(Drawing: LucideIcon): Icon {
  const DecorativeIcon = ({ className = 'h-6 w-6' }: IconProps) => <Drawing aria-hidden="true" focusable="false" className={className} />;
  DecorativeIcon.displayName = Drawing.displayName;
  return DecorativeIcon;
}

export const AlertIcon = /* @__PURE__ */ decorative(TriangleAlert);
export const AttentionIcon = /* @__PURE__ */ decorative(CircleAlert);
export const ArrowDownIcon = /* @__PURE__ */ decorative(ArrowDown);
export const ArrowUpIcon = /* @__PURE__ */ decorative(ArrowUp);
export const BackIcon = /* @__PURE__ */ decorative(ArrowLeft);
export const BellIcon = /* @__PURE__ */ decorative(Bell);
export const CheckIcon = /* @__PURE__ */ decorative(Check);
export const ChevronDownIcon = /* @__PURE__ */ decorative(ChevronDown);
export const ChevronRightIcon = /* @__PURE__ */ decorative(ChevronRight);
export const ClockIcon = /* @__PURE__ */ decorative(Clock);
export const CloseIcon = /* @__PURE__ */ decorative(X);
export const CopyIcon = /* @__PURE__ */ decorative(Clipboard);
export const DownloadIcon = /* @__PURE__ */ decorative(Download);
export const DocumentIcon = /* @__PURE__ */ decorative(FileText);
export const ShowIcon = /* @__PURE__ */ decorative(Eye);
export const HideIcon = /* @__PURE__ */ decorative(EyeOff);
export const FailedIcon = /* @__PURE__ */ decorative(CircleX);
export const EditIcon = /* @__PURE__ */ decorative(Pencil);
export const FastIcon = /* @__PURE__ */ decorative(Zap);
export const GiftIcon = /* @__PURE__ */ decorative(Gift);
export const GlobeIcon = /* @__PURE__ */ decorative(Globe);
export const HelpIcon = /* @__PURE__ */ decorative(CircleHelp);
export const HistoryIcon = /* @__PURE__ */ decorative(History);
export const HourglassIcon = /* @__PURE__ */ decorative(Hourglass);
export const HomeIcon = /* @__PURE__ */ decorative(House);
export const KeyIcon = /* @__PURE__ */ decorative(KeyRound);
export const LimitsIcon = /* @__PURE__ */ decorative(TrendingUp);
export const LocationIcon = /* @__PURE__ */ decorative(MapPin);
export const LockIcon = /* @__PURE__ */ decorative(Lock);
export const MailIcon = /* @__PURE__ */ decorative(Mail);
export const PhoneIcon = /* @__PURE__ */ decorative(Smartphone);
export const PlusIcon = /* @__PURE__ */ decorative(Plus);
export const ReceiptIcon = /* @__PURE__ */ decorative(Receipt);
export const RepeatIcon = /* @__PURE__ */ decorative(Repeat);
export const ScrollIcon = /* @__PURE__ */ decorative(ScrollText);
export const SettingsIcon = /* @__PURE__ */ decorative(Settings);
export const ShieldIcon = /* @__PURE__ */ decorative(ShieldCheck);
export const SignOutIcon = /* @__PURE__ */ decorative(LogOut);
export const StarIcon = /* @__PURE__ */ decorative(Star);
export const SupportIcon = /* @__PURE__ */ decorative(MessageCircle);
export const TrashIcon = /* @__PURE__ */ decorative(Trash2);
export const UserIcon = /* @__PURE__ */ decorative(User);
export const UsersIcon = /* @__PURE__ */ decorative(Users);
export const WalletIcon = /* @__PURE__ */ decorative(Wallet);
