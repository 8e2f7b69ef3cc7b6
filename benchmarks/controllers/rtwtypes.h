/* rtwtypes.h-style fixed-width typedefs (integer subset), as Embedded Coder emits them. */
#ifndef RTWTYPES_H
#define RTWTYPES_H
typedef signed char int8_T;
typedef unsigned char uint8_T;
typedef short int16_T;
typedef unsigned short uint16_T;
typedef int int32_T;
typedef unsigned int uint32_T;
typedef unsigned char boolean_T;
#define true 1U
#define false 0U
#endif
