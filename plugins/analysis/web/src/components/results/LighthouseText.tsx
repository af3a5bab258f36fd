import { Typography } from 'antd';
import { Fragment } from 'react';
import { lighthouseSegments } from '../../lib/lighthouseText';

/** One of Lighthouse's texts as Lighthouse shows it: backticks as code, [text](url) as links that open aside. */
export function LighthouseText({ text }: { text: string }) {
  return (
    <>
      {lighthouseSegments(text).map((segment, index) =>
        segment.kind === 'code' ? (
          <Typography.Text key={index} code>
            {segment.text}
          </Typography.Text>
        ) : segment.kind === 'link' ? (
          <Typography.Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text.replaceAll('`', '')}
          </Typography.Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
