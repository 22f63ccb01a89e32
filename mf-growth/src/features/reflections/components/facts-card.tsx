import styled from 'styled-components';
import { reflectionFactItems, type ReflectionFacts } from '../domain/reflections';
import {
  Alert,
  AlertDescription,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@onething/shared-ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd + dd {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.mutedForeground};
    overflow-wrap: anywhere;
  }
`;

export interface FactsCardProps {
  facts: ReflectionFacts | undefined;
  loading: boolean;
  error: Error | null;
}

/** The period's facts, counted from the user's data by the database; nothing here is typed. */
export function FactsCard({ facts, loading, error }: FactsCardProps) {
  return (
    <Card aria-labelledby="reflection-facts-title">
      <CardHeader>
        <CardTitle as="h2" id="reflection-facts-title">
          What the data says
        </CardTitle>
        <CardDescription>Filled in from what you did in this period.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
        ) : loading || !facts ? (
          <Facts aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height="4.5rem" />
            ))}
          </Facts>
        ) : (
          <Facts data-testid="reflection-facts">
            {reflectionFactItems(facts).map((item) => (
              <Fact key={item.id} data-fact={item.id}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
                {item.detail ? <dd>{item.detail}</dd> : null}
              </Fact>
            ))}
          </Facts>
        )}
      </CardContent>
    </Card>
  );
}
