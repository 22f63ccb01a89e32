import type { ReactNode } from 'react';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@onething/shared-ui';

interface ComingSoonProps {
  title: string;
  badge: string;
  description: string;
  children?: ReactNode;
}

export function ComingSoon({ title, badge, description, children }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} actions={<Badge variant="secondary">{badge}</Badge>} />
      <Card>
        <CardHeader>
          <CardTitle>{badge}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
      </Card>
    </>
  );
}
