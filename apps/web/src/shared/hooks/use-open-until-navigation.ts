import { type Dispatch, type SetStateAction, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The open state of a menu that a new page closes. The path is compared while rendering, not in an
 * effect: an effect's first run can come after a click that opened the menu meanwhile (a mount in a
 * deferred render on a busy device), and would close it again.
 */
export function useOpenUntilNavigation(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
