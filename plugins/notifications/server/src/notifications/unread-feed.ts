import { Injectable } from '@nestjs/common';
import { ChangeFeedPort } from '@otimiza/sdk/server';

const topicOf = (workspaceId: string, userId: string) => `notifications:${workspaceId}:${userId}`;

export interface UnreadListener {
  /** The member's notifications changed; `notificationId` names one that arrived. */
  onChange(notificationId: string | null): void;
  /** Notices may have been missed: read the count again. */
  onResync(): void;
}

/**
 * A member's notifications changed (one arrived, one was read), told to every process (ChangeFeedPort):
 * the live streams read the new unread count instead of polling.
 */
@Injectable()
export class UnreadFeed {
  constructor(private readonly feed: ChangeFeedPort) {}

  async changed(workspaceId: string, userId: string, notificationId: string | null = null): Promise<void> {
    await this.feed.publish(topicOf(workspaceId, userId), { notificationId });
  }

  subscribe(workspaceId: string, userId: string, listener: UnreadListener): () => void {
    return this.feed.subscribe(topicOf(workspaceId, userId), {
      onChange: (payload) => listener.onChange(typeof payload['notificationId'] === 'string' ? payload['notificationId'] : null),
      onResync: () => listener.onResync(),
    });
  }
}
