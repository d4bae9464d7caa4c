// The customizer's views, downloaded when the panel is first opened (most visits never open it).
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SIDE_MENU_TYPES, type SideMenuType } from '@bookone/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLayoutConfig } from '../hooks/use-layout-config';
import {
  BAR_COLORS,
  BREADCRUMB_STYLES,
  layoutSettings,
  MAT_THEMES,
  NAVIGATION_POSITIONS,
  SIDEBAR_COLORS,
  type LayoutSettings,
  type SidebarStyle,
} from '../stores/layout-config';
import { BAR_PALETTE, SIDEBAR_PALETTE, type ColorPair } from '../theme/colors';

const CUSTOMIZER_SIDEBAR_STYLES = ['full', 'compact', 'closed'] as const satisfies readonly SidebarStyle[];

export function OptionsView() {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  const set = (patch: Partial<LayoutSettings>) => dispatch({ type: 'set', patch });

  return (
    <Stack spacing={2.25} divider={<Divider flexItem />}>
      <Choice
        label={t('customizer.layout')}
        value={config.navigationPos}
        options={NAVIGATION_POSITIONS.map((value) => ({
          value,
          label: t(`customizer.navigationPos.${value}`),
        }))}
        onChange={(navigationPos) => set({ navigationPos })}
      />
      <Choice
        label={t('customizer.theme')}
        value={config.matTheme}
        options={MAT_THEMES.map((value) => ({ value, label: t(`theme.${value}`) }))}
        onChange={(matTheme) => set({ matTheme })}
      />
      <Swatches
        label={t('customizer.sidebarColor')}
        value={config.sidebarColor}
        palette={SIDEBAR_PALETTE}
        colors={SIDEBAR_COLORS}
        onChange={(sidebarColor) => set({ sidebarColor })}
      />
      <Swatches
        label={t('customizer.topbarColor')}
        value={config.topbarColor}
        palette={BAR_PALETTE}
        colors={BAR_COLORS}
        onChange={(topbarColor) => set({ topbarColor })}
      />
      <Swatches
        label={t('customizer.footerColor')}
        value={config.footerColor}
        palette={BAR_PALETTE}
        colors={BAR_COLORS}
        onChange={(footerColor) => set({ footerColor })}
      />
      <Box>
        <Toggle
          label={t('customizer.topbarFixed')}
          checked={config.topbarFixed}
          onChange={(topbarFixed) => set({ topbarFixed })}
        />
        <Toggle
          label={t('customizer.footerFixed')}
          checked={config.footerFixed}
          onChange={(footerFixed) => set({ footerFixed })}
        />
      </Box>
      <Box>
        <Toggle
          label={t('customizer.useBreadcrumb')}
          checked={config.useBreadcrumb}
          onChange={(useBreadcrumb) => set({ useBreadcrumb })}
        />
        <Choice
          label={t('customizer.breadcrumbType')}
          value={config.breadcrumb}
          disabled={!config.useBreadcrumb}
          options={BREADCRUMB_STYLES.map((value) => ({ value, label: t(`customizer.breadcrumb.${value}`) }))}
          onChange={(breadcrumb) => set({ breadcrumb })}
        />
      </Box>
      <Choice
        label={t('customizer.sideMenuType')}
        value={config.sideMenuType}
        column
        options={SIDE_MENU_TYPES.map((value: SideMenuType) => ({
          value,
          label: t(`customizer.sideMenu.${value}`),
        }))}
        onChange={(sideMenuType) => set({ sideMenuType })}
      />
      <Choice
        label={t('customizer.sidebarStyle')}
        value={config.sidebarStyle}
        column
        options={CUSTOMIZER_SIDEBAR_STYLES.map((value) => ({
          value,
          label: t(`customizer.sidebarStyles.${value}`),
        }))}
        onChange={(style) => dispatch({ type: 'setSidebarStyle', style })}
      />
      <Box>
        <Toggle
          label={t('customizer.perfectScrollbar')}
          checked={config.perfectScrollbar}
          onChange={(perfectScrollbar) => set({ perfectScrollbar })}
        />
        <Toggle
          label={t('customizer.rtl')}
          checked={config.dir === 'rtl'}
          onChange={(rtl) => set({ dir: rtl ? 'rtl' : 'ltr' })}
        />
      </Box>
      <Button variant="outlined" onClick={() => dispatch({ type: 'reset' })}>
        {t('customizer.reset')}
      </Button>
    </Stack>
  );
}

export function JsonView() {
  const { t } = useTranslation('shell');
  const { config } = useLayoutConfig();
  const [copied, setCopied] = useState(false);
  const json = JSON.stringify({ ...layoutSettings(config), isMobile: config.isMobile }, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <TextField
        label={t('customizer.jsonLabel')}
        value={json}
        multiline
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 },
          },
        }}
      />
      <Button
        variant="contained"
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        onClick={() => void copy()}
      >
        {copied ? t('customizer.copied') : t('customizer.copy')}
      </Button>
      <Typography
        role="status"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {copied ? t('customizer.copied') : ''}
      </Typography>
    </Stack>
  );
}

function Section({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ display: 'block' }}>
      <FormLabel id={labelId} component="legend" sx={{ fontSize: 13, fontWeight: 700, mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
  column = false,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  column?: boolean;
}) {
  const id = useId();
  return (
    <Section labelId={id} label={label}>
      <RadioGroup
        aria-labelledby={id}
        row={!column}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
            disabled={disabled}
            slotProps={{ typography: { sx: { fontSize: 14 } } }}
          />
        ))}
      </RadioGroup>
    </Section>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      sx={{ display: 'flex', mx: 0, justifyContent: 'space-between', flexDirection: 'row-reverse' }}
      slotProps={{ typography: { sx: { fontSize: 14 } } }}
    />
  );
}

function Swatches<T extends string>({
  label,
  value,
  palette,
  colors,
  onChange,
}: {
  label: string;
  value: T;
  palette: Record<T, ColorPair>;
  colors: readonly T[];
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const translate = t as unknown as (key: string) => string;
  return (
    <Section labelId={id} label={label}>
      <RadioGroup
        aria-labelledby={id}
        row
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ gap: 0.25 }}
      >
        {colors.map((color) => {
          const pair = palette[color];
          const swatch = (checked: boolean) => (
            <Box
              component="span"
              sx={{
                width: 26,
                height: 26,
                borderRadius: '50%',
                bgcolor: pair.background,
                color: pair.text,
                display: 'grid',
                placeItems: 'center',
                border: '1px solid rgba(127,127,127,0.5)',
                boxShadow: checked
                  ? (theme) =>
                      `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.primary.main}`
                  : 'none',
              }}
            >
              {checked && <CheckIcon sx={{ fontSize: 16 }} />}
            </Box>
          );
          return (
            <Tooltip key={color} title={translate(`colors.${color}`)}>
              <Radio
                value={color}
                icon={swatch(false)}
                checkedIcon={swatch(true)}
                slotProps={{ input: { 'aria-label': translate(`colors.${color}`) } }}
                sx={{ p: 0.5 }}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
    </Section>
  );
}
