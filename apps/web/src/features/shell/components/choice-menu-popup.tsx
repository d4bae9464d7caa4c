import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The popup of a ChoiceMenu (choice-menu.tsx), in its own chunk: the choices, the current one checked. */
export default function ChoiceMenuPopup({
  id,
  anchor,
  onClose,
  choices,
  selected,
  labelOf,
  langOf,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  choices: readonly string[];
  selected: string;
  labelOf: (choice: string) => string;
  langOf?: ((choice: string) => string) | undefined;
  onChoose: (choice: string) => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor != null} onClose={onClose}>
      {choices.map((choice) => (
        <MenuItem
          key={choice}
          role="menuitemradio"
          aria-checked={choice === selected}
          lang={langOf?.(choice)}
          onClick={() => {
            onClose();
            onChoose(choice);
          }}
        >
          <ListItemIcon>{choice === selected && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{labelOf(choice)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
