import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PopupName } from '../../shared/popups/popup-names';
import type { PopupProps } from '../../shared/popups/popup-props';

type PopupComponent = ComponentType<PopupProps>;

/** Popups built so far; every other name opens the placeholder dialog until its feature lands. */
const loaders: Partial<Record<PopupName, () => Promise<PopupComponent>>> = {
  Login: () => import('../../features/auth/popups/login-popup').then((module) => module.LoginPopup),
  Signup: () => import('../../features/auth/popups/signup-popup').then((module) => module.SignupPopup),
  Contacts: () => import('../../features/contacts/popups/contacts-popup').then((module) => module.ContactsPopup),
  Alert: () => import('./alert-popup').then((module) => module.AlertPopup),
};

const loadPlaceholder = () => import('./placeholder-popup').then((module) => module.PlaceholderPopup);

const components = new Map<PopupName, LazyExoticComponent<PopupComponent>>();

/** The lazily loaded component of a popup, created once per name so React keeps its state. */
export function popupComponent(name: PopupName): LazyExoticComponent<PopupComponent> {
  let component = components.get(name);
  if (!component) {
    const load = loaders[name] ?? loadPlaceholder;
    component = lazy(async () => ({ default: await load() }));
    components.set(name, component);
  }
  return component;
}
