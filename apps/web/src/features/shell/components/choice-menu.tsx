import CheckIcon from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';

import { Hint } from '../../../components/hint/hint';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Hint title={label}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          {icon}
        </IconButton>
      </Hint>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === selected}
            lang={langOf?.(choice)}
            onClick={() => {
              setAnchor(null);
              onChoose(choice);
            }}
          >
            <ListItemIcon>{choice === selected && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{labelOf(choice)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
