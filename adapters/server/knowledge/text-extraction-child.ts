import { serveTasks } from './child-process-tasks.ts';
import { extractTextTask } from './text-extraction-task.ts';

// The program of ChildProcessTextExtractor's children: reads and chunks the files the server sends.
serveTasks(extractTextTask);
