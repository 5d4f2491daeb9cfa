import { adminEndpointByKey } from '@meridian/contract/endpoints/admin-all';
import AdjustmentIcon from '@mui/icons-material/AccountBalanceWallet';
import ContentIcon from '@mui/icons-material/Article';
import ReportIcon from '@mui/icons-material/Assessment';
import BonusIcon from '@mui/icons-material/CardGiftcard';
import EventIcon from '@mui/icons-material/Event';
import SafetyIcon from '@mui/icons-material/HealthAndSafety';
import HistoryIcon from '@mui/icons-material/History';
import IdentityIcon from '@mui/icons-material/HowToReg';
import PaymentIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import PayoutIcon from '@mui/icons-material/PriceCheck';
import BetIcon from '@mui/icons-material/Receipt';
import SiteIcon from '@mui/icons-material/Settings';
import CannedIcon from '@mui/icons-material/ShortText';
import PeopleIcon from '@mui/icons-material/SupervisorAccount';
import SupportIcon from '@mui/icons-material/SupportAgent';
import DelayIcon from '@mui/icons-material/Timer';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { adminDataProvider } from './api/data-provider';
import { adminAuthProvider } from './auth/auth-provider';
import { LoginPage } from './auth/login-page';
import { SetupPage } from './auth/setup-page';
import { i18nProvider } from './i18n/i18n-provider';
import { AdjustmentList } from './resources/adjustments';
import { AuditList } from './resources/audit';
import { BetList, BetShow } from './resources/bets';
import { BonusesPage } from './resources/bonuses';
import { ContentDeskPage } from './resources/content-desk';
import { DashboardPage } from './resources/dashboard';
import { EventList, EventShow } from './resources/events';
import { IdentityReviewsPage } from './resources/identity-reviews';
import { LiveDelaysPage } from './resources/live-delays';
import { OperatorCreate, OperatorEdit, OperatorList } from './resources/operators';
import { PaymentList } from './resources/payments';
import { PayoutLimitsPage } from './resources/payout-limits';
import { PlayerList, PlayerShow } from './resources/players';
import { ReportsPage } from './resources/reports';
import { RgRegisterPage } from './resources/rg-register';
import { SiteSettingsPage } from './resources/site-settings';
import { SupportCannedPage } from './resources/support-canned';
import { SupportInboxPage } from './resources/support-desk';
import { darkTheme, lightTheme } from './theme';

const authProvider = adminAuthProvider((key) => adminEndpointByKey.get(key)?.permission);
const dataProvider = adminDataProvider();

/** Where the back office is served (`/backoffice/` by the platform's own server). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

export function App() {
  // Paths of its own (/backoffice/operators), not react-admin's default hash routes: the setup link's
  // token rides in the hash.
  return (
    <BrowserRouter basename={BASENAME}>
      <Admin
        title="Meridian"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        theme={lightTheme}
        darkTheme={darkTheme}
        dashboard={DashboardPage}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/setup" element={<SetupPage />} />
        </CustomRoutes>
        <Resource name="events" list={EventList} show={EventShow} icon={EventIcon} />
        <Resource name="live-delays" list={LiveDelaysPage} icon={DelayIcon} />
        <Resource name="payout-limits" list={PayoutLimitsPage} icon={PayoutIcon} />
        <Resource name="bets" list={BetList} show={BetShow} icon={BetIcon} />
        <Resource name="players" list={PlayerList} show={PlayerShow} icon={PersonIcon} />
        <Resource name="rg-register" list={RgRegisterPage} icon={SafetyIcon} />
        <Resource name="adjustments" list={AdjustmentList} icon={AdjustmentIcon} />
        <Resource name="payments" list={PaymentList} icon={PaymentIcon} />
        <Resource name="identity-reviews" list={IdentityReviewsPage} icon={IdentityIcon} />
        <Resource name="support" list={SupportInboxPage} icon={SupportIcon} />
        <Resource name="support-canned" list={SupportCannedPage} icon={CannedIcon} />
        <Resource name="reports" list={ReportsPage} icon={ReportIcon} />
        <Resource
          name="operators"
          recordRepresentation="email"
          list={OperatorList}
          create={OperatorCreate}
          edit={OperatorEdit}
          icon={PeopleIcon}
        />
        <Resource name="audit" list={AuditList} icon={HistoryIcon} />
        <Resource name="site-settings" list={SiteSettingsPage} icon={SiteIcon} />
        <Resource name="content" list={ContentDeskPage} icon={ContentIcon} />
        <Resource name="bonuses" list={BonusesPage} icon={BonusIcon} />
      </Admin>
    </BrowserRouter>
  );
}
