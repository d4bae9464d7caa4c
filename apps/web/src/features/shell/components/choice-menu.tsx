import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, type ReactNode } from 'react';

import { Hint } from '../../../components/hint/hint';
import { useMenuAnchor } from '../hooks/use-menu-anchor';

// The popup downloads on the first opening (issue 9 §3).
const ChoiceMenuPopup = lazy(() => import('./choice-menu-popup'));

type ChoiceMenuProps<T extends string> = {
  /** The button's name and tooltip. */
  label: string;
  icon: ReactNode;
  choices: readonly T[];
  selected: T;
  /** What a choice reads as in the menu. */
  labelOf: (choice: T) => string;
  /** Set on each item when the choice is a language, so that screen readers speak it in its own. */
  langOf?: (choice: T) => string;
  onChoose: (choice: T) => void;
};

/** A header icon button opening a menu of exclusive choices, the current one checked (language, colour scheme). */
export function ChoiceMenu<T extends string>({
  label,
  icon,
  choices,
  selected,
  labelOf,
  langOf,
  onChoose,
}: ChoiceMenuProps<T>) {
  const menu = useMenuAnchor();
  const menuId = useId();
  return (
    <>
      <Hint title={label}>
        <IconButton
          color="inherit"
          onClick={(event) => menu.open(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={menu.anchor ? true : undefined}
          aria-controls={menu.anchor ? menuId : undefined}
        >
          {icon}
        </IconButton>
      </Hint>
      {menu.built && (
        <Suspense fallback={null}>
          <ChoiceMenuPopup
            id={menuId}
            anchor={menu.anchor}
            onClose={menu.close}
            choices={choices}
            selected={selected}
            // The choices are the T given above: the popup hands them back unchanged.
            labelOf={(choice) => labelOf(choice as T)}
            langOf={langOf && ((choice) => langOf(choice as T))}
            onChoose={(choice) => onChoose(choice as T)}
          />
        </Suspense>
      )}
    </>
  );
}
