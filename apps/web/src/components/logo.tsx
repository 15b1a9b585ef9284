import type { SVGProps } from 'react';

/** The product mark: a shield (compliance) holding a cut gem (precious metals and stones). */
export function Logo({ size = 32, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M32 3 8 12v17c0 15.5 10.3 27.3 24 32 13.7-4.7 24-16.5 24-32V12L32 3Z" fill="#364fc7" />
      <path d="M32 7.3 12 14.8V29c0 13.3 8.6 23.4 20 27.7 11.4-4.3 20-14.4 20-27.7V14.8L32 7.3Z" fill="#4263eb" />
      <path d="M21 24h22l6 7-17 19-17-19 6-7Z" fill="#fcc419" />
      <path d="M15 31h34L32 50 15 31Z" fill="#f59f00" />
      <path d="m21 24 5 7 6-7 6 7 5-7" stroke="#fff3bf" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M26 31 32 50 38 31" stroke="#fff3bf" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
