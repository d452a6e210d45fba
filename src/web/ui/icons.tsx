import type { LucideIcon } from 'lucide-react';
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
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
  Wallet,
  X,
  Zap,
} from 'lucide-react';

export type IconProps = { className?: string };
export type Icon = (props: IconProps) => React.JSX.Element;

/**
 * The web's one icon set (lucide, 24 × 24 line icons in currentColor), each decorative: the text or the
 * accessible name beside it carries the meaning, so screen readers skip the drawing.
 */
function decorative(Drawing: LucideIcon): Icon {
  const DecorativeIcon = ({ className = 'h-6 w-6' }: IconProps) => <Drawing aria-hidden="true" focusable="false" className={className} />;
  DecorativeIcon.displayName = Drawing.displayName;
  return DecorativeIcon;
}

export const AlertIcon = decorative(TriangleAlert);
export const AttentionIcon = decorative(CircleAlert);
export const ArrowDownIcon = decorative(ArrowDown);
export const ArrowUpIcon = decorative(ArrowUp);
export const BackIcon = decorative(ArrowLeft);
export const CheckIcon = decorative(Check);
export const ChevronDownIcon = decorative(ChevronDown);
export const ChevronRightIcon = decorative(ChevronRight);
export const ClockIcon = decorative(Clock);
export const CloseIcon = decorative(X);
export const CopyIcon = decorative(Clipboard);
export const DownloadIcon = decorative(Download);
export const DocumentIcon = decorative(FileText);
export const EditIcon = decorative(Pencil);
export const FastIcon = decorative(Zap);
export const GiftIcon = decorative(Gift);
export const GlobeIcon = decorative(Globe);
export const HelpIcon = decorative(CircleHelp);
export const HistoryIcon = decorative(History);
export const HourglassIcon = decorative(Hourglass);
export const HomeIcon = decorative(House);
export const KeyIcon = decorative(KeyRound);
export const LimitsIcon = decorative(TrendingUp);
export const LocationIcon = decorative(MapPin);
export const LockIcon = decorative(Lock);
export const MailIcon = decorative(Mail);
export const PhoneIcon = decorative(Smartphone);
export const PlusIcon = decorative(Plus);
export const ReceiptIcon = decorative(Receipt);
export const ScrollIcon = decorative(ScrollText);
export const SettingsIcon = decorative(Settings);
export const ShieldIcon = decorative(ShieldCheck);
export const SignOutIcon = decorative(LogOut);
export const StarIcon = decorative(Star);
export const SupportIcon = decorative(MessageCircle);
export const UserIcon = decorative(User);
export const UsersIcon = decorative(Users);
export const WalletIcon = decorative(Wallet);
