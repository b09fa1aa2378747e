import { describe, expect, it } from 'vitest';
import {
  continueTarget,
  drawerHeading,
  offersMarketChoice,
  savesToCustomer,
  type DrawerSituation,
} from '../../../../src/domain/shell/drawer-navigation';

const registered = (userType: string, appPath = '/shopping-list'): DrawerSituation => ({
  appPath,
  registered: true,
  userType,
});
const guest = (appPath: string): DrawerSituation => ({ appPath, registered: false });

describe('continueTarget: where Continue goes (shell spec, section 2)', () => {
  it.each([
    ['"/registration and /help stay where they are."', guest('/registration?step=2'), '/registration?step=2'],
    ['help stays for a registered user too', registered('internal', '/help'), '/help'],
    [
      '"The subscription page goes to /manage-subscription."',
      registered('independent', '/manage-subscription'),
      '/manage-subscription',
    ],
    ['a guest on the subscription page goes there too', guest('/manage-subscription/'), '/manage-subscription'],
    ['internal -> /home', registered('internal'), '/home'],
    ['retailer -> /home', registered('retailer', '/catalogue/C1?x=1'), '/home'],
    ['independent -> /home', registered('independent', '/notes'), '/home'],
    ['third-party -> /', registered('third-party', '/home'), '/'],
    ['a guest -> /', guest('/home'), '/'],
  ])('%s', (_rule, situation, expected) => {
    expect(continueTarget(situation)).toBe(expected);
  });
});

describe('savesToCustomer: "when the user is authenticated and not on the registration page"', () => {
  it.each([
    [registered('retailer', '/home'), true],
    [registered('third-party', '/registration'), false],
    [registered('third-party', '/registration?x=1'), false],
    [guest('/home'), false],
  ])('%j -> %s', (situation, expected) => {
    expect(savesToCustomer(situation)).toBe(expected);
  });
});

describe('the market field and the heading', () => {
  it('"market (only for registered users and on the subscription page)": Choose your Market and Language', () => {
    expect(offersMarketChoice(registered('internal', '/home'))).toBe(true);
    expect(offersMarketChoice(guest('/manage-subscription'))).toBe(true);
    expect(drawerHeading(registered('internal', '/home'))).toBe('market-and-language');
  });

  it('"Choose your Language" when no market choice applies', () => {
    expect(offersMarketChoice(guest('/home'))).toBe(false);
    expect(drawerHeading(guest('/'))).toBe('language');
  });
});
