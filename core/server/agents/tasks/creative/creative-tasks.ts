import { campaignIdeasTask } from './campaign-ideas-task.ts';
import type { AgentTask } from '../agent-task.ts';
import { headlinesTask } from './headlines-task.ts';
import { searchAdsTask } from './search-ads-task.ts';
import { socialPostsTask } from './social-posts-task.ts';
import { adVariationsTask } from './ad-variations-task.ts';
import { bannerLinesTask } from './banner-lines-task.ts';
import { scriptTask } from './script-task.ts';
import { imageCardTask } from './image-card-task.ts';
import { taglinesTask } from './taglines-task.ts';
import { carouselTask } from './carousel-task.ts';
import { contentCalendarTask } from './content-calendar-task.ts';
import { printCopyTask } from './print-copy-task.ts';
import { smsMessages } from '../email/sms-messages.ts';

/** The creative agent's catalogue of tasks; the first is the default for a vague request. */
import { eventListingTask } from './event-listing-task.ts';

// A text message is short copy as much as a headline is: the creative agent writes it with the email agent's task.
export const CREATIVE_TASKS: readonly AgentTask[] = [headlinesTask, searchAdsTask, socialPostsTask, adVariationsTask, bannerLinesTask, scriptTask, imageCardTask, taglinesTask, carouselTask, contentCalendarTask, campaignIdeasTask, printCopyTask, eventListingTask, smsMessages];
