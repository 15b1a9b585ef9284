import classes from './capabilities-marquee.module.css';

/** Spec 1 §1: the capabilities the login page advertises, in the spec's order. */
export const CAPABILITIES = [
  'Onboarding',
  'ID Card Scan Onboarding',
  'Screening',
  'Risk Assessment',
  'Ongoing Monitoring',
  'Record Keeping',
] as const;

function CapabilityList({ copy }: { copy?: boolean }) {
  return (
    <ul className={copy ? `${classes.list} ${classes.copy}` : classes.list} aria-hidden={copy || undefined}>
      {CAPABILITIES.map((capability) => (
        <li key={capability} className={classes.item}>
          {capability}
        </li>
      ))}
    </ul>
  );
}

/** The scrolling banner above the sign-in page; still and wrapped for people who ask for reduced motion. */
export function CapabilitiesMarquee() {
  return (
    <section className={classes.banner} aria-label="Capabilities">
      <div className={classes.track}>
        <CapabilityList />
        <CapabilityList copy />
      </div>
    </section>
  );
}
