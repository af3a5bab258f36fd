import { Typography } from 'antd';
import { Fragment } from 'react';
import { auditTitleSegments } from '../lib/auditTitle';

/** A Lighthouse audit title as Lighthouse shows it: its `code` marks as code. */
export function AuditTitle({ title }: { title: string }) {
  return (
    <>
      {auditTitleSegments(title).map((segment, index) =>
        segment.code ? (
          <Typography.Text key={index} code>
            {segment.text}
          </Typography.Text>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
