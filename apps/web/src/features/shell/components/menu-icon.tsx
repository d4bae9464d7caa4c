import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BedIcon from '@mui/icons-material/Bed';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import HotelIcon from '@mui/icons-material/Hotel';
import HubIcon from '@mui/icons-material/Hub';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KingBedIcon from '@mui/icons-material/KingBed';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ReviewsIcon from '@mui/icons-material/Reviews';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmsIcon from '@mui/icons-material/Sms';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';

/** Material icon names used by the menus (packages/domain/src/navigation/menus.ts), one default import each. */
export const MENU_ICONS: Readonly<Record<string, typeof SvgIcon>> = {
  account_balance: AccountBalanceIcon,
  add_business: AddBusinessIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  apartment: ApartmentIcon,
  assessment: AssessmentIcon,
  badge: BadgeIcon,
  bed: BedIcon,
  book_online: BookOnlineIcon,
  business: BusinessIcon,
  campaign: CampaignIcon,
  card_membership: CardMembershipIcon,
  contact_support: ContactSupportIcon,
  corporate_fare: CorporateFareIcon,
  dashboard: DashboardIcon,
  event_available: EventAvailableIcon,
  holiday_village: HolidayVillageIcon,
  hotel: HotelIcon,
  hub: HubIcon,
  inventory_2: Inventory2Icon,
  king_bed: KingBedIcon,
  map: MapIcon,
  mark_email_read: MarkEmailReadIcon,
  payments: PaymentsIcon,
  people: PeopleIcon,
  person: PersonIcon,
  receipt_long: ReceiptLongIcon,
  request_quote: RequestQuoteIcon,
  reviews: ReviewsIcon,
  room_service: RoomServiceIcon,
  shopping_cart: ShoppingCartIcon,
  sms: SmsIcon,
  store: StoreIcon,
  storefront: StorefrontIcon,
  tune: TuneIcon,
};

/** The icon for a menu icon name; unknown or missing names get a neutral circle. */
export function MenuIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const icon = (name && MENU_ICONS[name]) || CircleOutlinedIcon;
  return createElement(icon, { fontSize: 'small', ...props, 'data-icon': name ?? 'none' } as SvgIconProps);
}
