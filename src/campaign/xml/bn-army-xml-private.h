/* bn-army-xml-private.h — what the army document's writer and reader share. */
#pragma once

#define ROOT_ELEMENT "banneret-army"
#define STEP_MULTIPLIER "army-multiplier"
#define STEP_BONUS "army-bonus"
