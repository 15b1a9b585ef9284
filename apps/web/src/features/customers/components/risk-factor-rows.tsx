import { countrySourceLabel, type RiskFactor } from '@aml/risk';
import { Table, Text } from '@mantine/core';
import { factorInputText, pointsText } from '../risk-words';

/**
 * One factor of the score and, indented beneath it, the parts it averages (products, countries of
 * operation, partners and their PEP / ownership / nationality). A country shows the source of its score.
 */
export function RiskFactorRows({ factor, depth = 0 }: { factor: RiskFactor; depth?: number }) {
  const inputText =
    factor.key === 'partners' && typeof factor.input === 'number'
      ? `${factor.input} ${factor.input === 1 ? 'partner' : 'partners'}`
      : factorInputText(factor.input);
  return (
    <>
      <Table.Tr>
        <Table.Td style={{ paddingInlineStart: `calc(var(--mantine-spacing-sm) + ${depth * 1.25}rem)` }}>
          <Text size="sm" fw={depth === 0 ? 600 : 400}>
            {factor.label}
          </Text>
          {factor.basis && factor.basis.length > 0 && (
            <Text size="xs" c="dimmed">
              Country score source: {factor.basis.map(countrySourceLabel).join('; ')}
            </Text>
          )}
          {!factor.known && !factor.parts && (
            <Text size="xs" c="dimmed">
              Not in the score table: scored {pointsText(factor.points)}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {factor.label === inputText ? '' : inputText}
          </Text>
        </Table.Td>
        <Table.Td ta="right">
          <Text size="sm" ff="monospace">
            {pointsText(factor.points)}
          </Text>
        </Table.Td>
      </Table.Tr>
      {factor.parts?.map((part, index) => (
        // Parts have no id of their own; their place in the stored breakdown is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored breakdown never reorders
        <RiskFactorRows key={`${part.key}-${index}`} factor={part} depth={depth + 1} />
      ))}
    </>
  );
}
