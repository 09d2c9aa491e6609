/**
 * The SVG paths of the icons the app names: each imported on its own instead of Blueprint's whole set
 * (about 100 KB gzip per size). Loaded as one chunk with the first icon (icon-loader.ts). A name used in web/ or
 * core/ and missing here fails tests/unit/web/icon-paths.test.ts.
 */
import add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add.js';
import add20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/add.js';
import addToFolder16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add-to-folder.js';
import addToFolder20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/add-to-folder.js';
import appHeader16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/app-header.js';
import appHeader20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/app-header.js';
import arrowRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js';
import arrowRight20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-right.js';
import arrowUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js';
import arrowUp20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-up.js';
import blank16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/blank.js';
import blank20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/blank.js';
import book16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/book.js';
import book20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/book.js';
import bookmark16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/bookmark.js';
import bookmark20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/bookmark.js';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js';
import caretDown20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down.js';
import chat16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chat.js';
import chat20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chat.js';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronLeft20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import chevronRight20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right.js';
import circle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/circle.js';
import circle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/circle.js';
import clipboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js';
import clipboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/clipboard.js';
import code16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/code.js';
import code20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/code.js';
import codeBlock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/code-block.js';
import codeBlock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/code-block.js';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js';
import cog20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cog.js';
import confirm16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/confirm.js';
import confirm20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/confirm.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import cross20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js';
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import dashboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/dashboard.js';
import dataConnection16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/data-connection.js';
import dataConnection20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/data-connection.js';
import disable16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js';
import disable20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document.js';
import documentOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document-open.js';
import documentOpen20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document-open.js';
import documentShare16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document-share.js';
import documentShare20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document-share.js';
import dollar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dollar.js';
import dollar20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/dollar.js';
import doubleChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-left.js';
import doubleChevronLeft20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/double-chevron-left.js';
import doubleChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-right.js';
import doubleChevronRight20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/double-chevron-right.js';
import download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download.js';
import download20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/download.js';
import duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js';
import duplicate20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate.js';
import edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js';
import edit20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import envelope20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import exchange16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/exchange.js';
import exchange20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/exchange.js';
import explain16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/explain.js';
import explain20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/explain.js';
import eyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js';
import eyeOff20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/eye-off.js';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js';
import eyeOpen20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js';
import filter16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js';
import filter20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/filter.js';
import floppyDisk16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js';
import floppyDisk20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js';
import folderClose16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close.js';
import folderClose20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/folder-close.js';
import folderNew16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-new.js';
import folderNew20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/folder-new.js';
import globeNetwork16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network.js';
import globeNetwork20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network.js';
import hand16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/hand.js';
import hand20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/hand.js';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import home20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/home.js';
import idNumber16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js';
import idNumber20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/id-number.js';
import inbox16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js';
import inbox20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js';
import lightning16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lightning.js';
import lightning20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lightning.js';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js';
import lock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js';
import logOut20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js';
import markdown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/markdown.js';
import markdown20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/markdown.js';
import media16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/media.js';
import media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import menu20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu.js';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office.js';
import office20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/office.js';
import offline16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js';
import offline20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline.js';
import paperclip16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip.js';
import paperclip20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/paperclip.js';
import pause16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/pause.js';
import pause20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/pause.js';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people.js';
import pin16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/pin.js';
import pin20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/pin.js';
import play16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/play.js';
import play20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/play.js';
import plus16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js';
import plus20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/plus.js';
import predictiveAnalysis16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/predictive-analysis.js';
import predictiveAnalysis20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/predictive-analysis.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import refresh20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import searchTemplate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search-template.js';
import searchTemplate20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search-template.js';
import sendMessage16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js';
import sendMessage20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/send-message.js';
import settings16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/settings.js';
import settings20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/settings.js';
import share16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/share.js';
import share20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/share.js';
import shield16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js';
import shield20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shield.js';
import stop16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/stop.js';
import stop20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/stop.js';
import thList16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th-list.js';
import thList20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/th-list.js';
import thumbsDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/thumbs-down.js';
import thumbsDown20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/thumbs-down.js';
import thumbsUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/thumbs-up.js';
import thumbsUp20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/thumbs-up.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import tick20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import tickCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time.js';
import trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js';
import trash20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js';
import undo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js';
import undo20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js';
import unlock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/unlock.js';
import unlock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/unlock.js';
import unpin16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/unpin.js';
import unpin20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/unpin.js';
import upload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js';
import upload20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/upload.js';
import user16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user.js';
import user20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/user.js';

/** Icon name: [16px paths, 20px paths]. */
export const ICON_PATHS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  'add': [add16, add20],
  'add-to-folder': [addToFolder16, addToFolder20],
  'app-header': [appHeader16, appHeader20],
  'arrow-right': [arrowRight16, arrowRight20],
  'arrow-up': [arrowUp16, arrowUp20],
  'blank': [blank16, blank20],
  'book': [book16, book20],
  'bookmark': [bookmark16, bookmark20],
  'caret-down': [caretDown16, caretDown20],
  'chat': [chat16, chat20],
  'chevron-left': [chevronLeft16, chevronLeft20],
  'chevron-right': [chevronRight16, chevronRight20],
  'circle': [circle16, circle20],
  'clipboard': [clipboard16, clipboard20],
  'code': [code16, code20],
  'code-block': [codeBlock16, codeBlock20],
  'cog': [cog16, cog20],
  'confirm': [confirm16, confirm20],
  'cross': [cross16, cross20],
  'dashboard': [dashboard16, dashboard20],
  'data-connection': [dataConnection16, dataConnection20],
  'disable': [disable16, disable20],
  'document': [document16, document20],
  'document-open': [documentOpen16, documentOpen20],
  'document-share': [documentShare16, documentShare20],
  'dollar': [dollar16, dollar20],
  'double-chevron-left': [doubleChevronLeft16, doubleChevronLeft20],
  'double-chevron-right': [doubleChevronRight16, doubleChevronRight20],
  'download': [download16, download20],
  'duplicate': [duplicate16, duplicate20],
  'edit': [edit16, edit20],
  'envelope': [envelope16, envelope20],
  'error': [error16, error20],
  'exchange': [exchange16, exchange20],
  'explain': [explain16, explain20],
  'eye-off': [eyeOff16, eyeOff20],
  'eye-open': [eyeOpen16, eyeOpen20],
  'filter': [filter16, filter20],
  'floppy-disk': [floppyDisk16, floppyDisk20],
  'folder-close': [folderClose16, folderClose20],
  'folder-new': [folderNew16, folderNew20],
  'globe-network': [globeNetwork16, globeNetwork20],
  'hand': [hand16, hand20],
  'home': [home16, home20],
  'id-number': [idNumber16, idNumber20],
  'inbox': [inbox16, inbox20],
  'lightning': [lightning16, lightning20],
  'lock': [lock16, lock20],
  'log-out': [logOut16, logOut20],
  'markdown': [markdown16, markdown20],
  'media': [media16, media20],
  'menu': [menu16, menu20],
  'office': [office16, office20],
  'offline': [offline16, offline20],
  'paperclip': [paperclip16, paperclip20],
  'pause': [pause16, pause20],
  'people': [people16, people20],
  'pin': [pin16, pin20],
  'play': [play16, play20],
  'plus': [plus16, plus20],
  'predictive-analysis': [predictiveAnalysis16, predictiveAnalysis20],
  'refresh': [refresh16, refresh20],
  'search': [search16, search20],
  'search-template': [searchTemplate16, searchTemplate20],
  'send-message': [sendMessage16, sendMessage20],
  'settings': [settings16, settings20],
  'share': [share16, share20],
  'shield': [shield16, shield20],
  'stop': [stop16, stop20],
  'th-list': [thList16, thList20],
  'thumbs-down': [thumbsDown16, thumbsDown20],
  'thumbs-up': [thumbsUp16, thumbsUp20],
  'tick': [tick16, tick20],
  'tick-circle': [tickCircle16, tickCircle20],
  'time': [time16, time20],
  'trash': [trash16, trash20],
  'undo': [undo16, undo20],
  'unlock': [unlock16, unlock20],
  'unpin': [unpin16, unpin20],
  'upload': [upload16, upload20],
  'user': [user16, user20],
};
