import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { Fragment, type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavGroupMenuItems } from './nav-group-menu-items';
import { NavIcon } from './nav-icon';
import { visibleEntryCount } from './nav-overflow';
import { isEntryActive, type NavEntry } from './navigation';
import classes from './top-nav.module.css';

/** The CSS gap between bar items (top-nav.module.css). */
const GAP = 4;
const MORE_LABEL = 'More';

function lookOf(active: boolean) {
  return { variant: active ? 'light' : 'subtle', color: active ? undefined : 'gray' } as const;
}

/** One entry of the bar: a link, or a group opening as a menu. */
function BarEntry({ entry, pathname }: { entry: NavEntry; pathname: string }) {
  const active = isEntryActive(entry, pathname);
  if (entry.kind === 'link') {
    return (
      <Button
        component={Link}
        to={entry.to}
        {...lookOf(active)}
        className={classes.item}
        leftSection={<NavIcon name={entry.icon} size={16} />}
        aria-current={active ? 'page' : undefined}
      >
        {entry.label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button
          {...lookOf(active)}
          className={classes.item}
          leftSection={<NavIcon name={entry.icon} size={16} />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {entry.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <NavGroupMenuItems entries={entry.children} pathname={pathname} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The entries that do not fit, in one menu; a group keeps its name as a heading above its pages. */
function MoreMenu({ entries, pathname }: { entries: readonly NavEntry[]; pathname: string }) {
  const active = entries.some((entry) => isEntryActive(entry, pathname));
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          {...lookOf(active)}
          className={classes.item}
          leftSection={<IconDots size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {MORE_LABEL}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry, index) =>
          entry.kind === 'link' ? (
            <NavGroupMenuItems key={entry.to} entries={[entry]} pathname={pathname} />
          ) : (
            <Fragment key={entry.label}>
              {index > 0 && <Menu.Divider />}
              <Menu.Label>{entry.label}</Menu.Label>
              <NavGroupMenuItems entries={entry.children} pathname={pathname} />
            </Fragment>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** An entry as drawn in the bar, without link or menu: what the measuring row lays out. */
function EntryShape({ label, icon, group }: { label: string; icon: ReactNode; group: boolean }) {
  return (
    <Button
      component="span"
      variant="subtle"
      className={classes.item}
      leftSection={icon}
      rightSection={group ? <IconChevronDown size={14} /> : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * A copy of the bar that nobody sees or reaches (plain shapes, no links), laid out only to measure each
 * entry's natural width, and the More button's last.
 */
function MeasuringRow({ entries, rowRef }: { entries: readonly NavEntry[]; rowRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={rowRef} className={classes.measure} aria-hidden="true">
      {entries.map((entry) => (
        <EntryShape
          key={entry.kind === 'link' ? entry.to : entry.label}
          label={entry.label}
          icon={<NavIcon name={entry.icon} size={16} />}
          group={entry.kind === 'group'}
        />
      ))}
      <EntryShape label={MORE_LABEL} icon={<IconDots size={16} />} group />
    </div>
  );
}

/**
 * The top navigation layout: a bar under the header; groups open as menus. Entries that do not fit the
 * width (1024 px and below for tenant staff) move into a "More" menu at the end of the bar, reachable by
 * keyboard like every other menu (Enter or Space opens it, arrows move, Escape closes).
 */
export function TopNav({ entries }: { entries: readonly NavEntry[] }) {
  const { pathname } = useLocation();
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(entries.length);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const row = measureRef.current;
    if (!bar || !row) return undefined;
    const fit = () => {
      const widths = [...row.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const style = getComputedStyle(bar);
      const available = bar.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setVisibleCount(visibleEntryCount(widths, available, more, GAP));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  const shown = entries.slice(0, visibleCount);
  const overflow = entries.slice(visibleCount);
  return (
    <div className={classes.frame}>
      <nav ref={barRef} className={classes.bar} aria-label="Main navigation">
        {shown.map((entry) => (
          <BarEntry key={entry.kind === 'link' ? entry.to : entry.label} entry={entry} pathname={pathname} />
        ))}
        {overflow.length > 0 && <MoreMenu entries={overflow} pathname={pathname} />}
      </nav>
      {/* Beside the navigation, not in it: its copies of the labels are no part of the landmark. */}
      <MeasuringRow entries={entries} rowRef={measureRef} />
    </div>
  );
}
